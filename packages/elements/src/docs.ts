/** Each descriptor with its documentation: the input of the manifest and typings generator. */
import { authorizeDescriptor, authorizeDocs } from './authorize/descriptor';
import { companyFormDescriptor, companyFormDocs } from './company-form/descriptor';
import { companyListDescriptor, companyListDocs } from './company-list/descriptor';
import type { ElementDescriptor, ElementDocs } from './define/types';
import { loginDescriptor, loginDocs } from './login/descriptor';
import { registerDescriptor, registerDocs } from './register/descriptor';
import { reportUploadDescriptor, reportUploadDocs } from './report-upload/descriptor';
import { resetPasswordDescriptor, resetPasswordDocs } from './reset-password/descriptor';
import { subjectFormDescriptor, subjectFormDocs } from './subject-form/descriptor';
import { subjectListDescriptor, subjectListDocs } from './subject-list/descriptor';
import { validateResetDescriptor, validateResetDocs } from './validate-reset/descriptor';

export type DocumentedElement = ElementDescriptor & ElementDocs;

export const documented: readonly DocumentedElement[] = [
  { ...authorizeDescriptor, ...authorizeDocs },
  { ...loginDescriptor, ...loginDocs },
  { ...resetPasswordDescriptor, ...resetPasswordDocs },
  { ...validateResetDescriptor, ...validateResetDocs },
  { ...registerDescriptor, ...registerDocs },
  { ...reportUploadDescriptor, ...reportUploadDocs },
  { ...subjectListDescriptor, ...subjectListDocs },
  { ...subjectFormDescriptor, ...subjectFormDocs },
  { ...companyListDescriptor, ...companyListDocs },
  { ...companyFormDescriptor, ...companyFormDocs },
];
