/**
 * Intelligence reports, feedback, batch requests and forex evacuation (dissemination-feedback §4, §6).
 */
import { INTELLIGENCE_MSG as MSG } from '../messages.intelligence.js';
import { PERMISSIONS as P, hasPermission, isAdminLike, isCentral } from './roles.js';
import { DEFAULT_UNIT, type PermOptions, type PermOrg, type PermUser } from './types.js';

const central = (u: PermUser | null | undefined, o: PermOptions) => isCentral(u, o.unitCode ?? DEFAULT_UNIT);

/**
 * "Investigator or reviewer at a partner organisation" (the spec leaves the mapping not shown). Our choice:
 * the partner organisation's ceo (Chief Executive). Of the non-central roles only ceo and admin see the
 * Intelligence Reports entry, and the spec names admin separately from the investigator.
 */
export function isInvestigator(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return !!user && user.role === 'ceo' && !central(user, opts);
}

/**
 * Who may open the Intelligence Reports register at all: the menu entry's rule (ceo, admin-like, or unit staff
 * with can.view.ir). What they read is the server's scope: the unit every report, a partner organisation only
 * the reports disseminated to it.
 */
export function canViewIntelligenceReports(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  if (!user) return false;
  return central(user, opts) ? hasPermission(user, P.viewIr) : isAdminLike(user);
}

/** Intelligence Reports add: unit staff only. */
export function canAddIntelligenceReport(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts);
}

/** Intelligence Reports change: unit staff with can.change.ir. */
export function canChangeIntelligenceReport(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts) && hasPermission(user, P.changeIr);
}

/** Disseminate: unit staff with can.disseminate.ir (after a confirm dialog; cannot be undone). */
export function canDisseminate(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts) && hasPermission(user, P.disseminateIr);
}

/**
 * Download, Interim and Final buttons: investigator, unit staff or admin; unit staff without can.view.ir
 * lose them. ('admin' is the admin role; the ceo is the investigator.)
 */
export function canUseFeedbackButtons(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  if (!user) return false;
  if (central(user, opts)) return hasPermission(user, P.viewIr);
  return user.role === 'admin' || isInvestigator(user, opts);
}
export const canDownloadIntelligenceReport = canUseFeedbackButtons;

/**
 * 'Download Decryption Tool' link. The spec disagrees with itself: §2 says "analysts and investigators",
 * the §6 table "investigators only". Our choice: §2 — investigators, and unit staff (analysts) who may
 * download reports (can.view.ir), since whoever downloads the encrypted package needs the tool.
 */
export function canSeeDecryptionTool(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return isInvestigator(user, opts) || (central(user, opts) && hasPermission(user, P.viewIr));
}

export const IR_BASE_COLUMNS = [
  'internal_reference',
  'external_reference',
  'report_type',
  'report_title',
  'domain',
  'downloaded',
  'number_of_files',
  'disseminated_on',
] as const;
export const IR_BUTTON_COLUMNS = ['download', 'interim', 'final'] as const;
/**
 * The audit columns (content "not shown" in the spec). Our choice: created_by, created, modified_by, modified —
 * the "created/modified by and on" that dissemination-feedback §2 lists among the role-dependent columns.
 */
export const IR_AUDIT_COLUMNS = ['created_by', 'created', 'modified_by', 'modified'] as const;
export type IrColumn =
  | (typeof IR_BASE_COLUMNS)[number]
  | (typeof IR_BUTTON_COLUMNS)[number]
  | 'disseminate'
  | (typeof IR_AUDIT_COLUMNS)[number];

/** Column headers of the intelligence list; {product} Reference derives from the unit code. */
export function irColumnLabel(column: IrColumn, unitCode: string = DEFAULT_UNIT): string {
  const labels: Record<IrColumn, string> = {
    internal_reference: MSG.productReference(unitCode),
    external_reference: MSG.caseReference,
    report_type: 'Type',
    report_title: 'Title',
    domain: 'Organisation',
    downloaded: 'Downloaded',
    number_of_files: 'Number of Files',
    disseminated_on: 'Disseminated',
    download: 'Report',
    interim: 'Interim',
    final: 'Final',
    disseminate: 'Disseminate',
    created_by: 'Created By',
    created: 'Created',
    modified_by: 'Modified By',
    modified: 'Modified',
  };
  return labels[column];
}

/**
 * The intelligence-list columns for a user, in display order: base columns for everyone; the Report download,
 * Interim and Final buttons for canUseFeedbackButtons; Disseminate and the audit columns for unit staff with
 * can.disseminate.ir; unit staff without it get the audit columns only.
 */
export function irColumns(user: PermUser | null | undefined, opts: PermOptions = {}): IrColumn[] {
  const cols: IrColumn[] = [...IR_BASE_COLUMNS];
  if (canUseFeedbackButtons(user, opts)) cols.push(...IR_BUTTON_COLUMNS);
  if (central(user, opts)) {
    if (hasPermission(user, P.disseminateIr)) cols.push('disseminate');
    cols.push(...IR_AUDIT_COLUMNS);
  }
  return cols;
}

/** The report fields the feedback buttons read. */
export interface FeedbackFlags {
  readonly report_type?: string | null;
  readonly has_interim_feedback?: boolean | null;
  readonly has_final_feedback?: boolean | null;
  readonly skip_update_feedback?: boolean | null;
}

export interface FeedbackButton {
  readonly label: string;
  readonly enabled: boolean;
  /** the route the button opens (with the report in the route state) */
  readonly path: string;
}

/** Report types whose first interim feedback is the proactive form. */
export const PROACTIVE_REPORT_TYPES = ['Disclosure', 'PRO-IR', 'STR-ANALYSIS', 'LEA-F', 'INTERIM-REPORT'] as const;
/** Report types whose first interim feedback is the reactive form. */
export const REACTIVE_REPORT_TYPES = ['RE(DOM)-IR', 'RE(INT)-IR', 'RFI'] as const;

/**
 * The Interim button (dissemination-feedback §4): enabled only without final feedback; label 'Update' when
 * interim feedback exists, else 'Interim'; target /caseupdate when interim feedback exists, else /pifeedback
 * for the proactive types and /rifeedback for the reactive ones. Our choice for a type in neither list
 * (or none): /rifeedback, since the default report_type is RFI. skip_update_feedback's effect is not described
 * in the spec; it does not change the buttons.
 */
export function interimButton(report: FeedbackFlags): FeedbackButton {
  const hasInterim = report.has_interim_feedback === true;
  const hasFinal = report.has_final_feedback === true;
  let path: string;
  if (hasInterim) path = '/caseupdate';
  else if ((PROACTIVE_REPORT_TYPES as readonly string[]).includes(report.report_type ?? '')) path = '/pifeedback';
  else path = '/rifeedback';
  return { label: hasInterim ? MSG.update : MSG.interim, enabled: !hasFinal, path };
}

/** The Final button: enabled only after interim feedback exists and final feedback does not. */
export function finalButton(report: FeedbackFlags): FeedbackButton {
  const enabled = report.has_interim_feedback === true && report.has_final_feedback !== true;
  return { label: 'Final', enabled, path: '/finalfeedback' };
}

/**
 * Batch add/change: can.change.batch, or admin, or "another role check (not shown)". Our choice for the other
 * check: ceo — the Batch Request entry is shown to ceo and admin-like users of batch-enabled organisations, so
 * the roles that see the screen may also file. Unit staff need can.change.batch (they receive batches).
 */
export function canChangeBatch(user: PermUser | null | undefined): boolean {
  return hasPermission(user, P.changeBatch) || isAdminLike(user);
}

/** Evacuation requests: everyone (who can open Forex Evacuation) may add and change. */
export function canChangeEvacuationRequest(user: PermUser | null | undefined): boolean {
  return !!user;
}

export type EvacuationStatusKind = 'Approval' | 'Inspection Report';

export interface EvacuationOptions extends PermOptions {
  /**
   * The central bank's domain(s). Default: any organisation with org_type 'central_bank', or the domain 'cbn'
   * when the organisation record is not at hand.
   */
  readonly centralBankDomains?: readonly string[];
}

/**
 * The status kind a user adds to an evacuation request (pre-filled and read-only in the form): 'Approval' for
 * users of the central-bank domain, 'Inspection Report' for unit staff, null for everyone else (they may read
 * statuses but add none — our choice; the spec names only these two kinds).
 */
export function evacuationStatusKind(
  user: PermUser | null | undefined,
  org: PermOrg | null | undefined,
  opts: EvacuationOptions = {},
): EvacuationStatusKind | null {
  if (!user) return null;
  if (central(user, opts)) return 'Inspection Report';
  const domain = user.domain ?? org?.domain ?? '';
  const cbDomains = opts.centralBankDomains ?? ['cbn'];
  const atCentralBank =
    (org?.org_type === 'central_bank' && (org.domain === domain || !user.domain)) || cbDomains.includes(domain);
  return atCentralBank ? 'Approval' : null;
}

/** Help manual edition (dissemination-feedback §2): analysts (unit staff) get the analyst edition. */
export function helpEdition(user: PermUser | null | undefined, opts: PermOptions = {}): 'analyst' | 'general' {
  return central(user, opts) ? 'analyst' : 'general';
}

/**
 * Sending a feedback questionnaire on a report (dissemination-feedback §4, §6): whoever has the Interim and
 * Final buttons, and only for a report of their own organisation — the central unit (with can.view.ir) for
 * any report.
 */
export function canSendFeedback(user: PermUser | null | undefined, report: { domain: string }, opts: PermOptions = {}): boolean {
  if (!user || !canUseFeedbackButtons(user, opts)) return false;
  return central(user, opts) || user.domain === report.domain;
}

/** The /feedback register (core-records §6.3 "Feedback"): admin-like users, or unit staff with can.view.all.feedback. */
export function canViewFeedbackRegister(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return isAdminLike(user) || (central(user, opts) && hasPermission(user, P.viewAllFeedback));
}
