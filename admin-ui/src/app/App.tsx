import { useMemo } from 'react';
import { BrowserRouter, Navigate } from 'react-router-dom';
import { Admin, memoryStore } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { dataProvider } from '../dataProvider';
import { authProvider } from '../authProvider';
import { i18nProvider } from '../i18n';
import { AppLayout } from '../layout/AppLayout';
import { SettingsProvider, useSettings } from '../layout/settings';
import { makeTheme } from '../layout/theme';
import { FeedbackHost } from '../components/Feedback';
import { config } from './config';
import { layoutRoutes, noLayoutRoutes } from './AppRoutes';
import '../resources';

const queryClient = new QueryClient({
    defaultOptions: {
        queries: { retry: false, refetchOnWindowFocus: false, structuralSharing: false },
        mutations: { retry: false },
    },
});

const store = memoryStore();

const HomeRedirect = () => <Navigate to={config.homePath} replace />;
const NotFound = () => <Navigate to="/404" replace />;

// Admin's children must keep their identity across renders, or the router reconfigures.
const adminChildren = [noLayoutRoutes, layoutRoutes] as const;

const ThemedAdmin = () => {
    const { settings } = useSettings();
    const raTheme = useMemo(() => makeTheme(settings.color), [settings.color]);
    const muiTheme = useMemo(() => createTheme(raTheme), [raTheme]);
    return (
        <ThemeProvider theme={muiTheme}>
            <Admin
                title={config.productTitle}
                dataProvider={dataProvider}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                queryClient={queryClient}
                store={store}
                theme={raTheme}
                layout={AppLayout}
                loginPage={false}
                dashboard={HomeRedirect}
                catchAll={NotFound}
                disableTelemetry
            >
                {adminChildren[0]}
                {adminChildren[1]}
            </Admin>
            <FeedbackHost />
        </ThemeProvider>
    );
};

export const App = () => (
    <BrowserRouter>
        <SettingsProvider>
            <ThemedAdmin />
        </SettingsProvider>
    </BrowserRouter>
);
