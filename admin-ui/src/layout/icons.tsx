// Menu icons: the server sends ant-design icon names; map the common ones to MUI icons.
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import DifferenceOutlined from '@mui/icons-material/DifferenceOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import PieChartOutlined from '@mui/icons-material/PieChartOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import TaskOutlined from '@mui/icons-material/TaskOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
    home: HomeOutlined,
    dashboard: DashboardOutlined,
    setting: SettingsOutlined,
    user: PersonOutline,
    team: GroupOutlined,
    'user-add': PersonOutline,
    bars: MenuOutlined,
    menu: MenuOutlined,
    cluster: AccountTreeOutlined,
    apartment: ApartmentOutlined,
    book: MenuBookOutlined,
    'read': MenuBookOutlined,
    dict: MenuBookOutlined,
    desktop: MonitorHeartOutlined,
    monitor: MonitorHeartOutlined,
    'fund-projection-screen': MonitorHeartOutlined,
    profile: ArticleOutlined,
    'file-text': ArticleOutlined,
    'file-search': ArticleOutlined,
    schedule: ScheduleOutlined,
    'clock-circle': ScheduleOutlined,
    notification: NotificationsNoneOutlined,
    message: NotificationsNoneOutlined,
    link: LinkOutlined,
    table: TableChartOutlined,
    tool: BuildOutlined,
    folder: FolderOutlined,
    'safety-certificate': SecurityOutlined,
    safety: SecurityOutlined,
    environment: MapOutlined,
    'video-camera': VideocamOutlined,
    // contracts, money, design and daily work
    'file-protect': HandshakeOutlined,
    diff: DifferenceOutlined,
    fund: SavingsOutlined,
    'line-chart': ShowChartOutlined,
    'pie-chart': PieChartOutlined,
    calculator: CalculateOutlined,
    bank: AccountBalanceOutlined,
    'pay-circle': PaidOutlined,
    'account-book': ReceiptLongOutlined,
    audit: FactCheckOutlined,
    'file-done': TaskOutlined,
    edit: EditOutlined,
    picture: ImageOutlined,
    'folder-open': FolderOpenOutlined,
    mail: MailOutlined,
    calendar: CalendarMonthOutlined,
    build: ArchitectureOutlined,
};

export const MenuIcon = ({ name, fontSize = 'small' }: { name?: string; fontSize?: 'small' | 'inherit' }) => {
    const Icon = (name && ICONS[name.replace(/-o$|outlined$/i, '')]) || InsertDriveFileOutlined;
    return <Icon fontSize={fontSize} />;
};
