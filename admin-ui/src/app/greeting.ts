/** The login greeting by hour: <9 早上好, ≤11 上午好, ≤13 中午好, <20 下午好, else 晚上好. */
export const greeting = (date: Date = new Date()): string => {
    const hour = date.getHours();
    if (hour < 9) return '早上好';
    if (hour <= 11) return '上午好';
    if (hour <= 13) return '中午好';
    if (hour < 20) return '下午好';
    return '晚上好';
};

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

export const chineseWeekday = (date: Date): string => WEEKDAYS[date.getDay()];

const pad = (n: number) => String(n).padStart(2, '0');

/** 2024年05月01日 */
export const chineseDate = (date: Date): string =>
    `${date.getFullYear()}年${pad(date.getMonth() + 1)}月${pad(date.getDate())}日`;

export const clockText = (date: Date): string =>
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** Password rule of the seed: 8+ characters with at least one letter and one digit. */
export const isStrongPassword = (password: string | null | undefined): boolean =>
    !!password && password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
