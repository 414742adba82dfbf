// Test double of the browser WebSocket: records every socket made; tests open, push and close them.
export class FakeWebSocket {
    static instances: FakeWebSocket[] = [];
    static reset() {
        FakeWebSocket.instances = [];
    }
    static get last(): FakeWebSocket {
        const s = FakeWebSocket.instances.at(-1);
        if (!s) throw new Error('no socket was opened');
        return s;
    }
    readyState = 0;
    sent: string[] = [];
    closed = false;
    onopen: ((e: Event) => void) | null = null;
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    onclose: ((e: CloseEvent) => void) | null = null;
    constructor(
        public url: string,
        public protocols?: string | string[]
    ) {
        FakeWebSocket.instances.push(this);
    }
    send(data: string) {
        this.sent.push(data);
    }
    close() {
        this.closed = true;
        this.readyState = 3;
    }
    /** the server accepts */
    serverOpen() {
        this.readyState = 1;
        this.onopen?.(new Event('open'));
    }
    /** the server sends a text frame */
    serverSend(data: unknown) {
        this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
    }
    /** the connection fails or the server closes it (with a close code: no error first) */
    serverClose(code?: number) {
        this.readyState = 3;
        if (code === undefined) this.onerror?.(new Event('error'));
        this.onclose?.(new CloseEvent('close', code === undefined ? undefined : { code }));
    }
}

export const asWebSocket = (c: typeof FakeWebSocket) => c as unknown as typeof WebSocket;
