/**
 * Styles of all the records components, for pages that show them all (the gallery, allUiCss). A screen adopts
 * only the parts it uses: gridCss (lists), recordFieldsCss (forms), dateFieldCss (both).
 */
import { dateFieldCss } from './dateField.css';
import { gridCss } from './grid/grid.css';
import { recordFieldsCss } from './recordFields.css';

export const recordsCss = `${gridCss}\n${recordFieldsCss}\n${dateFieldCss}`;
