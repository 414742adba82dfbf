import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import zhCN from './zh-CN';

type Messages = Record<string, any>;

/** Deep merge: `over` wins, `base` fills whatever is missing. */
export const mergeMessages = (base: Messages, over: Messages): Messages => {
    const out: Messages = { ...base };
    for (const [k, v] of Object.entries(over)) {
        out[k] = v && typeof v === 'object' && !Array.isArray(v) ? mergeMessages(base[k] ?? {}, v) : v;
    }
    return out;
};

// Chinese first; English only fills keys a newer react-admin adds before we translate them.
const zhWithFallback = mergeMessages(englishMessages as Messages, zhCN as Messages);

export const i18nProvider = polyglotI18nProvider(
    locale => (locale === 'en' ? englishMessages : zhWithFallback) as TranslationMessages,
    'zh-CN',
    [{ locale: 'zh-CN', name: '简体中文' }],
    { allowMissing: true }
);
