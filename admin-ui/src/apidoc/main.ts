// 接口文档 (<base>/doc.html): swagger-ui over the server's OpenAPI document of every route, bundled
// into this build (no request leaves the origin: no validator, no CDN). The page is served to anyone;
// the document only to who holds 接口文档, asked for with the session the admin UI keeps in this
// origin's storage, which also signs the requests of 「Try it out」.
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import { getToken } from '../app/storage';
import { loadDocument } from './load';

const status = document.getElementById('apidoc-status')!;
const token = getToken();

loadDocument(token, fetch).then(
    spec => {
        status.hidden = true;
        SwaggerUI({
            spec,
            domNode: document.getElementById('apidoc')!,
            deepLinking: true,
            docExpansion: 'none',
            filter: true,
            validatorUrl: null,
            requestInterceptor: req => {
                if (token && new URL(req.url, location.href).origin === location.origin) req.headers['X-Access-Token'] = token;
                return req;
            },
        });
    },
    (e: Error) => {
        status.textContent = e.message;
    },
);
