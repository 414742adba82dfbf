/** The spec's small-screen breakpoint (767.98 px): dialogs go full screen below it. */
export const MOBILE_QUERY = '(max-width:767.98px)';
