// The props every form input of FieldInput takes, and the text of a form value (Select's).
import type { ControllerRenderProps, FieldError } from 'react-hook-form';
import type { CrudField, CrudResourceConfig } from './types';

export interface Props {
    field: CrudField;
    input: ControllerRenderProps<Record<string, unknown>, string>;
    error?: FieldError;
    readOnly: boolean;
    /** show the required asterisk */
    required: boolean;
    /** the resource of the form (the tree widget of a tree picks from its own nodes) */
    config?: CrudResourceConfig;
    /** the record being edited or shown */
    record?: Record<string, unknown>;
    /** a note under the input while it shows no error (e.g. that a fill rule numbers it on save) */
    hint?: string;
    /** sets other fields of the form (a popup fills several) */
    onPatch?: (values: Record<string, unknown>) => void;
}

export { str } from '../Select/common';
