export { PasswordDialog } from './PasswordDialog';
export type { PasswordDialogProps } from './PasswordDialog';
