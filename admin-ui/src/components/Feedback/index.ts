export { feedback, dismissToast, closeModal } from './feedbackStore';
export type { Severity, Toast, ModalSpec } from './feedbackStore';
export { FeedbackHost } from './FeedbackHost';
export { shownByRequestLayer, warnFailure } from './failure';
export type { FailedReply } from './failure';
