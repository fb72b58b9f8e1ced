/** fiu-register has no rules of its own beyond the shared card layout (kept for the folder convention). */
export const registerCss = '';
