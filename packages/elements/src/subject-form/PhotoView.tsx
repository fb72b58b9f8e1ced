import type { ReactElement } from 'react';

/** The photo alone, in ui's photo-field frame: read-only forms, and while the capture tools load. */
export function PhotoView({ value }: { value: string | null }): ReactElement {
  return (
    <div className="fiu-photo">
      <p className="fiu-field__label fiu-photo__legend">Photograph</p>
      <figure className="fiu-photo__current">
        {value ? <img className="fiu-photo__img" src={value} alt="Subject's photograph" /> : <div className="fiu-photo__none">No photo</div>}
      </figure>
    </div>
  );
}
