// Colours of the map: a section's progress from grey (not started) to green (done), and a
// hidden danger's level.

const GREY: [number, number, number] = [191, 191, 191]; // #bfbfbf
const GREEN: [number, number, number] = [82, 196, 26]; // #52c41a, the theme's success green

export const PROGRESS_FROM = '#bfbfbf';
export const PROGRESS_TO = '#52c41a';

const hex = (rgb: number[]) => '#' + rgb.map(v => Math.round(v).toString(16).padStart(2, '0')).join('');

/** The colour of a section at percent complete (0–100, clamped; not a number counts as 0). */
export function progressColor(percent: number | null | undefined): string {
    const p = typeof percent === 'number' && Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
    const t = p / 100;
    return hex(GREY.map((g, i) => g + (GREEN[i] - g) * t));
}

export const DANGER_MAJOR = '#f5222d';
export const DANGER_GENERAL = '#fa8c16';

/** 重大隐患 red, anything else (一般隐患) orange; dictionary danger_level: 1 一般, 2 重大. */
export const dangerColor = (level?: string, levelText?: string) =>
    level === '2' || (levelText ?? '').includes('重大') ? DANGER_MAJOR : DANGER_GENERAL;
