// /home/map, loaded on demand so Leaflet stays out of the main bundle (the layout's Suspense shows a spinner).
import { lazy } from 'react';

export const MapRoute = lazy(() => import('./MapPage'));
