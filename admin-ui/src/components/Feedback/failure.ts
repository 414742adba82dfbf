// One rule for a refused JeecgBoot envelope, so every caller shows it the same way.
import { feedback } from './feedbackStore';

/** The part of an envelope (or error body) the rule reads. */
export interface FailedReply {
    code?: unknown;
    message?: string | null;
}

/** A 510 (没有权限) was already shown as a warning by the request layer's error catalogue. */
export const shownByRequestLayer = (env: FailedReply): boolean => Number(env.code) === 510;

/** Shows a failed envelope's message (or the fallback) as a warning toast, unless the request layer already did. */
export const warnFailure = (env: FailedReply, fallback: string): void => {
    if (!shownByRequestLayer(env)) feedback.message.warning(env.message || fallback);
};
