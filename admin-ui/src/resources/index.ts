// Pages and resources known to the UI. Generated resources are listed in registry.gen.ts and
// registered here (registerCrud: API prefix, permission prefix, and the list page under the
// menu component); hand-written pages register here too.
import { registerPage } from '../app/pageRegistry';
import { registerCrud } from '../components/Crud';
import { AnalysisPage } from '../pages/dashboard/AnalysisPage';
import ProgressGantt from '../pages/progress';
import ManagementDailyCalendar from '../pages/dailymanage';
import AddressList from '../pages/system/addressbook/AddressList';
import MenuAdmin from '../pages/system/permission/MenuAdmin';
import { DataLogList, LogList } from '../pages/system/log';
import MyDepartList from '../pages/system/mydepart/MyDepartList';
import UserAnnouncementList from '../pages/announcement/UserAnnouncementList';
import { DoneList, MyApplyList, ProcessInstanceList, TodoList } from '../pages/workflow';
import ProcessModelList from '../pages/workflow/model';
import { MONITOR_PAGES } from '../pages/monitor';
import OnlCgreportAutoList, { REPORT_PAGE } from '../pages/online/OnlCgreportAutoList';
import { generatedResources } from './registry.gen';

for (const r of generatedResources) registerCrud(r);

registerPage('dashboard/Analysis', AnalysisPage);
registerPage('cmis/progress/ProgressGantt', ProgressGantt);
registerPage('cmis/dailymanage/CmisManagementDailyCalender', ManagementDailyCalendar);
registerPage('system/AddressList', AddressList);
registerPage('system/PermissionList', MenuAdmin);
registerPage('system/LogList', LogList);
registerPage('system/DataLogList', DataLogList);
registerPage('system/DepartUserList', MyDepartList); // JeecgBoot 2.4's component for 我的部门
registerPage('system/MyDepartList', MyDepartList); // what menus saved before 2026-11-29 name
registerPage('system/UserAnnouncementList', UserAnnouncementList);
registerPage('workflow/ProcessModelList', ProcessModelList);
registerPage('workflow/TodoList', TodoList);
registerPage('workflow/DoneList', DoneList);
registerPage('workflow/MyApplyList', MyApplyList);
registerPage('workflow/ProcessInstanceList', ProcessInstanceList);
registerPage(REPORT_PAGE, OnlCgreportAutoList); // an online report's page (JeecgBoot's OnlCgreportAutoList)
// 性能监控 (JeecgBoot 2.4.2's modules/monitor/*), loaded when opened.
for (const [component, page] of Object.entries(MONITOR_PAGES)) registerPage(component, page);
