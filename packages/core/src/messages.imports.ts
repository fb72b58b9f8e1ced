/**
 * The texts of the import screens (CDR and bank statement imports: analysis-tools §5, §8), kept apart so those
 * screens carry only these and not every product text. Quoted to the letter, as in messages.ts; MSG includes
 * them all.
 */
export const IMPORTS_MSG = {
  selectCdrFile: 'SELECT CALL DETAIL RECORD (XLS)  FILE BEFORE UPLOADING!!!!',
  cdrImportRequired: 'Phone Number,First Name, Last Name, Gender DOB, Image must be filled!!!!',
  statementImportRequired: 'Account Number,Bank Name,First Name, Last Name, Gender DOB, Image must be filled!!!!',
  cdrImportStarted: 'CDR record has been added to the thread an email will be sent to you about the progress!!!',
  statementImportStarted:
    'Bank Statement has been added to the thread an email will be sent to you about the progress!!!',
  fileNotUploaded: 'File not uploaded check Excel headers',
  fileNotUploadedWorkspace: 'File not uploaded check XLS headers',
} as const;
