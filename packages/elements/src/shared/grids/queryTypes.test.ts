import { describe, expectTypeOf, it } from 'vitest';
import type * as Core from '@fiu/core/schemas/gridQuery';
import type * as Ui from '@fiu/ui/grid';

// ui declares the grid's query as plain types (it imports no core); core's zod schema is the wire format the
// server validates. The elements pass one to the other, so the two must stay the same shapes.
describe('the grid query types of ui and core', () => {
  it('are the same shapes', () => {
    expectTypeOf<Ui.GridFilterNode>().toEqualTypeOf<Core.GridFilterNode>();
    expectTypeOf<Ui.GridQuery>().toEqualTypeOf<Core.GridQuery>();
    expectTypeOf<Ui.GridPage>().toEqualTypeOf<Core.GridPage>();
    expectTypeOf<Ui.GridColumnType>().toEqualTypeOf<Core.GridColumnType>();
    expectTypeOf<Core.GridColumnDef>().toExtend<Ui.GridColumn>();
  });
});
