// @fiu/ui: domain-free React building blocks. Components take data and callbacks; styles are strings
// (tokensCss, uiCss) that elements adopt into their shadow roots.
export { tokensCss } from './tokens.css';
export { uiCss } from './ui.css';
export { recordsCss } from './records.css';
export { shellCss } from './shell.css';
export { allUiCss } from './allUiCss';

export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Banner, type BannerProps, type BannerVariant } from './Banner';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Confirm, useConfirm, type ConfirmOptions, type ConfirmProps } from './Confirm';
export { DataTable, type DataTableColumn, type DataTableProps, type SortDirection, type SortState } from './grid/DataTable';
export { DateField, compareToRange, localDateString, type DateFieldProps } from './DateField';
export { DateTimeField, localDateTimeString, type DateTimeFieldProps } from './DateTimeField';
export { Dialog, type DialogProps } from './Dialog';
export { Drawer, type DrawerGroup, type DrawerItem, type DrawerProps } from './Drawer';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorsPanel, formatFieldErrors, type ErrorsPanelProps, type FieldErrors } from './ErrorsPanel';
export { FileField, type ChosenFile, type FileFieldProps } from './FileField';
export { FilterPanel, type FilterPanelProps } from './grid/FilterPanel';
export { FormActions, type FormActionsProps } from './FormActions';
export { FormGrid, type FormGridProps } from './FormGrid';
export { IconButton, type IconButtonProps } from './IconButton';
export {
  ImagePicker,
  detectImageType,
  formatBytes,
  readImageFile,
  type ImagePickerProps,
  type ImageType,
  type ReadImageResult,
} from './ImagePicker';
export { detectFileType, readCheckedFile, typesText, type FileType, type ReadFileResult } from './readFile';
export { Pagination, formatRange, type PaginationProps } from './grid/Pagination';
export { PermissionDenied, type PermissionDeniedProps } from './PermissionDenied';
export { PhotoField, type PhotoFieldProps } from './PhotoField';
export { PortalTargetContext, usePortalTarget } from './PortalTargetContext';
export { RepeatableList, type RepeatableErrors, type RepeatableListProps, type RepeatableUpdate } from './RepeatableList';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Spinner, type SpinnerProps } from './Spinner';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export {
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastVariant,
} from './ToastProvider';
export { TopBar, type TopBarProps } from './TopBar';
export { VisuallyHidden } from './VisuallyHidden';
export {
  WEBCAM_MESSAGES,
  WebcamCapture,
  webcamProblemOf,
  type WebcamCaptureProps,
  type WebcamMessages,
  type WebcamProblem,
} from './WebcamCapture';
export { cx } from './cx';
