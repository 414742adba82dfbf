// A tiny global feedback bus (messages, notices, modal dialogs) so that non-React code such
// as the request layer can talk to the user. <FeedbackHost/> renders whatever is queued.

export type Severity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
    id: number;
    kind: 'message' | 'notice';
    severity: Severity;
    title?: string;
    text: string;
    /** seconds; 0 keeps it until closed */
    duration: number;
}

export interface ModalSpec {
    id: number;
    /** only one modal per key is shown at a time */
    key?: string;
    severity: Severity;
    title: string;
    content: string;
    okText?: string;
    cancelText?: string;
    /** a confirm has a cancel button */
    confirm?: boolean;
    closable?: boolean;
    resolve?: (ok: boolean) => void;
    onOk?: () => void;
}

interface State {
    toasts: Toast[];
    modals: ModalSpec[];
}

type Listener = (s: State) => void;

let seq = 0;
let state: State = { toasts: [], modals: [] };
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const emit = () => listeners.forEach(l => l(state));

const pushToast = (t: Omit<Toast, 'id'>): number => {
    const id = ++seq;
    state = { ...state, toasts: [...state.toasts, { ...t, id }] };
    if (t.duration > 0) {
        timers.set(
            id,
            setTimeout(() => dismissToast(id), t.duration * 1000)
        );
    }
    emit();
    return id;
};

export const dismissToast = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!state.toasts.some(t => t.id === id)) return;
    state = { ...state, toasts: state.toasts.filter(t => t.id !== id) };
    emit();
};

export const closeModal = (id: number, ok: boolean) => {
    const modal = state.modals.find(m => m.id === id);
    if (!modal) return;
    state = { ...state, modals: state.modals.filter(m => m.id !== id) };
    emit();
    modal.resolve?.(ok);
    if (ok) modal.onOk?.();
};

const message = (severity: Severity) => (text: string, duration = 3) =>
    pushToast({ kind: 'message', severity, text, duration });

const notice = (severity: Severity) => (title: string, text: string, duration = 4.5) =>
    pushToast({ kind: 'notice', severity, title, text, duration });

export const feedback = {
    message: {
        success: message('success'),
        info: message('info'),
        warning: message('warning'),
        error: message('error'),
        /** a message that stays until dismissToast(id) */
        loading: (text: string) => pushToast({ kind: 'message', severity: 'info', text, duration: 0 }),
    },
    notice: {
        success: notice('success'),
        info: notice('info'),
        warning: notice('warning'),
        error: notice('error'),
    },
    /** Shows a modal; with `key`, a modal already open under that key is not duplicated. */
    modal(spec: Omit<ModalSpec, 'id'>): number {
        if (spec.key) {
            const open = state.modals.find(m => m.key === spec.key);
            if (open) return open.id;
        }
        const id = ++seq;
        state = { ...state, modals: [...state.modals, { ...spec, id }] };
        emit();
        return id;
    },
    /** Resolves true on OK, false on cancel/close. */
    confirm(title: string, content: string, okText = '确定', cancelText = '取消'): Promise<boolean> {
        return new Promise(resolve => {
            feedback.modal({
                severity: 'warning',
                title,
                content,
                okText,
                cancelText,
                confirm: true,
                closable: true,
                resolve,
            });
        });
    },
    subscribe(l: Listener): () => void {
        listeners.add(l);
        return () => listeners.delete(l);
    },
    getState: (): State => state,
    /** test helper */
    reset() {
        timers.forEach(t => clearTimeout(t));
        timers.clear();
        state = { toasts: [], modals: [] };
        emit();
    },
};
