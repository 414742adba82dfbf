// Cron expression editor (JeecgBoot's JCron): the pure model, the tabbed editor, the form widget.
export { CronEditor, CRON_NEXT_URL, CRON_NEXT_DEBOUNCE_MS, fetchCronNext } from './CronEditor';
export type { CronEditorProps, CronNextFetcher, CronNextReply } from './CronEditor';
export { CronInput, CRON_DIALOG_WIDTH } from './CronInput';
export type { CronInputProps } from './CronInput';
export {
    buildCron,
    buildPart,
    clampValue,
    defaultCronState,
    isRepresentable,
    parseCron,
    parsePart,
    setPartField,
    setPartMode,
    toggleValue,
    CRON_FIELD_ORDER,
    DEFAULT_CRON,
    INCREMENT_BOUNDS,
    NTH_BOUNDS,
    PART_LABELS,
    PART_MODES,
    VALUE_BOUNDS,
    WEEK_LABELS,
} from './cron';
export type { CronField, CronMode, CronPart, CronPartKey, CronState } from './cron';
