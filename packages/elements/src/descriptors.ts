/** Every element's descriptor (data only: tiny, safe for the loader). */
import { authorizeDescriptor } from './authorize/descriptor';
import { loginDescriptor } from './login/descriptor';
import { registerDescriptor } from './register/descriptor';
import { reportUploadDescriptor } from './report-upload/descriptor';
import { resetPasswordDescriptor } from './reset-password/descriptor';
import { validateResetDescriptor } from './validate-reset/descriptor';
import { subjectListDescriptor } from './subject-list/descriptor';
import { subjectFormDescriptor } from './subject-form/descriptor';
import { companyListDescriptor } from './company-list/descriptor';
import { companyFormDescriptor } from './company-form/descriptor';
import type { ElementDescriptor, ElementLoader } from './define/types';

export {
  authorizeDescriptor,
  loginDescriptor,
  registerDescriptor,
  reportUploadDescriptor,
  resetPasswordDescriptor,
  validateResetDescriptor,
  subjectListDescriptor,
  subjectFormDescriptor,
  companyListDescriptor,
  companyFormDescriptor,
};

/** Each descriptor with the import of its screen module (a separate chunk in the script build). */
export const elements: ReadonlyArray<readonly [ElementDescriptor, ElementLoader]> = [
  [authorizeDescriptor, () => import('./authorize/Authorize')],
  [loginDescriptor, () => import('./login/Login')],
  [resetPasswordDescriptor, () => import('./reset-password/ResetPassword')],
  [validateResetDescriptor, () => import('./validate-reset/ValidateReset')],
  [registerDescriptor, () => import('./register/Register')],
  [reportUploadDescriptor, () => import('./report-upload/ReportUpload')],
  [subjectListDescriptor, () => import('./subject-list/SubjectList')],
  [subjectFormDescriptor, () => import('./subject-form/SubjectForm')],
  [companyListDescriptor, () => import('./company-list/CompanyList')],
  [companyFormDescriptor, () => import('./company-form/CompanyForm')],
];

export const descriptors: readonly ElementDescriptor[] = elements.map(([d]) => d);
