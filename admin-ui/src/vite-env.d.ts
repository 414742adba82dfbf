/// <reference types="vite/client" />

interface ImportMetaEnv {
    /** API base path, default /jeecg-boot. */
    readonly VITE_API_BASE?: string;
    /** Absolute server URL used to fill `{{ window._CONFIG['domianURL'] }}` menu urls. */
    readonly VITE_DOMAIN_URL?: string;
    /** "true" shows the third-party login entry on the login page. */
}

/** Where the build keeps CesiumJS's workers and assets (vite.config.ts, cesiumStatic). */
declare const __CESIUM_BASE_URL__: string;
