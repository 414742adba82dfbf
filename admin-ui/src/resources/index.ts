// Pages and resources known to the UI. Generated resources register themselves in
// registry.gen.ts (registerCrud: API prefix, permission prefix and menu page); hand-written
// pages register here.
import { registerPage } from '../app/pageRegistry';
import { AnalysisPage } from '../pages/dashboard/AnalysisPage';
import ProgressGantt from '../pages/progress';
import './registry.gen';

registerPage('dashboard/Analysis', AnalysisPage);
registerPage('cmis/progress/ProgressGantt', ProgressGantt);
