// Pages and resources known to the UI. Generated resources add their registration here
// (registerResource for the API prefix, registerPage for the menu component).
import { registerPage } from '../app/pageRegistry';
import { AnalysisPage } from '../pages/dashboard/AnalysisPage';

registerPage('dashboard/Analysis', AnalysisPage);
