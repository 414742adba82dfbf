/** A native checkbox: a row mounts several, and MUI's (ripple, icons) is heavy for thousands of rows. */
export const NativeCheck = ({
    label,
    checked,
    indeterminate,
    disabled,
    onChange,
}: {
    label: string;
    checked: boolean;
    indeterminate?: boolean;
    disabled?: boolean;
    onChange: (checked: boolean) => void;
}) => (
    <input
        type="checkbox"
        className="eg-check"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        ref={el => {
            if (el) el.indeterminate = !!indeterminate;
        }}
        onChange={e => onChange(e.target.checked)}
    />
);
