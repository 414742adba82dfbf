// The props every editor widget takes: the shape of the Upload widgets, so the form binds
// them the same way (value in, string out).
export interface EditorWidgetProps {
    id?: string;
    label?: string;
    value: unknown;
    onChange: (value: string) => void;
    onBlur?: () => void;
    readOnly?: boolean;
    required?: boolean;
    /** a validation message */
    error?: string;
}

export const asText = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
