/**
 * Styles of all the records components, for pages that show them all (the gallery, allUiCss). A screen adopts
 * only the parts it uses: gridCss (lists), repeatableListCss, photoViewCss, photoEditorCss, fileFieldCss (forms), dateFieldCss (both).
 */
import { dateFieldCss } from './dateField.css';
import { gridCss } from './grid/grid.css';
import { fileFieldCss } from './fileField.css';
import { photoEditorCss } from './photoEditor.css';
import { photoViewCss } from './photoView.css';
import { repeatableListCss } from './recordFields.css';

/** Every record field's styles: RepeatableList, the photo (shown and edited), FileField. */
export const recordFieldsCss = repeatableListCss + photoViewCss + photoEditorCss + fileFieldCss;

export const recordsCss = `${gridCss}\n${recordFieldsCss}\n${dateFieldCss}`;
