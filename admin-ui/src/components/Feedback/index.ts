export { feedback, dismissToast, closeModal } from './feedbackStore';
export type { Severity, Toast, ModalSpec } from './feedbackStore';
export { FeedbackHost } from './FeedbackHost';
