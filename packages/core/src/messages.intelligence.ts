/**
 * The texts of the intelligence report screens (dissemination-feedback §2, §3, §4), kept apart so the report
 * list and form carry only these and not every product text. Quoted to the letter, as in messages.ts; MSG
 * includes them all. `{product}` texts are functions of the unit code, shown upper-cased.
 */
const upper = (unitCode: string): string => unitCode.toUpperCase();

export const INTELLIGENCE_MSG = {
  downloadDecryptionTool: 'Download Decryption Tool',
  reportTypeRfi: 'Request for Information',
  reportTypeDisclosure: 'Spontaneous Disclosure',
  interim: 'Interim',
  update: 'Update',
  productReference: (unitCode: string = 'fiu'): string => `${upper(unitCode)} Reference`,
  caseReference: 'Case Reference',
  authorizedByDefault: (unitCode: string = 'fiu'): string => `Director/CEO (${upper(unitCode)})`,
} as const;
