import { recordsCss } from './records.css';
import { shellCss } from './shell.css';
import { uiCss } from './ui.css';

/** Every component style, for pages that use them all (the gallery, the standalone shell). */
export const allUiCss = `${uiCss}\n${recordsCss}\n${shellCss}`;
