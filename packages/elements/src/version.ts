/** The @fiu/elements version, written on every element as `data-fiu-version`. Kept equal to package.json by a test. */
export const VERSION = '0.1.0';
