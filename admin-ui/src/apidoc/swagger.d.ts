// swagger-ui-dist ships no types; the page uses this much of its bundle.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
    interface Request {
        url: string;
        headers: Record<string, string>;
    }
    interface Options {
        spec: object;
        domNode: HTMLElement;
        deepLinking?: boolean;
        validatorUrl?: string | null;
        docExpansion?: 'list' | 'full' | 'none';
        filter?: boolean;
        requestInterceptor?: (req: Request) => Request;
    }
    const SwaggerUI: (options: Options) => unknown;
    export default SwaggerUI;
}
