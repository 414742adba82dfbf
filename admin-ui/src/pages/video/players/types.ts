// What every player is handed: the <video>, where to report, and it returns its teardown.

export interface PlayerEvents {
    /** the picture runs */
    playing(): void;
    /** it cannot play: the message the tile shows */
    fail(message: string): void;
}

/** Starts playing into el; the returned function stops everything it started. */
export type Stop = () => void;

/** autoplay may be refused (e.g. power saving); the picture then waits for a click on it */
export const play = (el: HTMLVideoElement) => void Promise.resolve(el.play?.()).catch(() => {});
