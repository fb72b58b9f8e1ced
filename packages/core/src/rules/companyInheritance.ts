/**
 * core-records §4.2: "Child companies and directors that are not primary inherit the parent's status,
 * currentcrimetype and information_needed on submit; records without an id are flagged primary."
 *
 * Our reading (the spec shows no code):
 * - "child companies" are the company's `parent_companies` rows (the companies linked under it in the form),
 *   and `directors` its directors; a row is primary only when `is_primary === true` (a row added in the form
 *   is a derived record, not primary), and every non-primary row takes the three fields from the company,
 *   overwriting what it had, with `is_primary: false` made explicit;
 * - "records without an id" is the submitted company itself: a new company (no id yet) is a primary record,
 *   entered directly rather than derived from another one. A company with an id keeps its own flag.
 * Pure: returns a new object and never changes its argument. One rule for every way a company's status
 * changes: the company form applies it before it sends, and the server applies it on every save (the form's
 * PUT, the list's status selector, approve-all), whatever the client did.
 */
export interface InheritedFields {
  status?: string | null;
  currentcrimetype?: string | null;
  information_needed?: string | null;
}

export interface ChildRow extends InheritedFields {
  id?: string | null;
  is_primary?: boolean | null;
}

export interface InheritingCompany extends InheritedFields {
  id?: string | null;
  is_primary?: boolean | null;
  parent_companies?: readonly ChildRow[] | null;
  directors?: readonly ChildRow[] | null;
}

const hasId = (id: string | null | undefined): boolean => id !== undefined && id !== null && id !== '';

export function applyCompanyInheritance<C extends InheritingCompany>(company: C): C {
  const inherited: InheritedFields = {
    status: company.status,
    currentcrimetype: company.currentcrimetype,
    information_needed: company.information_needed,
  };
  const inherit = <R extends ChildRow>(rows: readonly R[] | null | undefined): R[] | null | undefined =>
    rows ? rows.map((row) => (row.is_primary === true ? { ...row } : { ...row, ...inherited, is_primary: false })) : rows;
  const out: C = { ...company };
  if ('parent_companies' in company) out.parent_companies = inherit(company.parent_companies) as C['parent_companies'];
  if ('directors' in company) out.directors = inherit(company.directors) as C['directors'];
  if (!hasId(company.id)) out.is_primary = true;
  return out;
}
