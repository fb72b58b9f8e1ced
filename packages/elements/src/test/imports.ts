/** Test helpers of the import screens: real spreadsheets made with SheetJS, picking files as a browser does. */
import { utils, write } from 'xlsx';

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const png = (name = 'kyc.png'): File => new File([PNG_BYTES], name, { type: 'image/png' });

/** A real .xlsx (or .xls) with one sheet of these rows. */
export function sheetFile(rows: unknown[][], name = 'records.xlsx', sheet = 'Sheet1'): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), sheet);
  const bookType = name.endsWith('.xls') ? 'xls' : 'xlsx';
  const bytes = write(book, { type: 'array', bookType }) as ArrayBuffer;
  return new File([bytes], name, {
    type: bookType === 'xls' ? 'application/vnd.ms-excel' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** Choose a file in a file input as a browser would. */
export function chooseFile(input: HTMLInputElement, file: File): void {
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The spreadsheet picker's input (name file_field) and the KYC image's (accept image/*). */
export const sheetInput = (root: ShadowRoot): HTMLInputElement => root.querySelector('input[type="file"][name="file_field"]') as HTMLInputElement;
export const imageInput = (root: ShadowRoot): HTMLInputElement => root.querySelector('input[type="file"][accept^="image"]') as HTMLInputElement;

/** The preview table's header cells and body rows. */
export const previewOf = (root: ShadowRoot): { headers: string[]; rows: string[][] } => {
  const table = root.querySelector('.fiu-sheet__table');
  return {
    headers: [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent ?? ''),
    rows: [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  };
};
