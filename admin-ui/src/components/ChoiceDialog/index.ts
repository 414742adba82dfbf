export { ChoiceDialog, departDialogTitle } from './ChoiceDialog';
export type { ChoiceDialogProps, ChoiceOption } from './ChoiceDialog';
