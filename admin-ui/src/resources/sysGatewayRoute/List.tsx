// 网关路由: kept for JeecgBoot's screens and for an external gateway to read; this single program
// has no gateway, so the page says so above the generated list.
import { Alert } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { config } from './config.gen';

export default function List() {
    return (
        <>
            <Alert severity="info" sx={{ mb: 1.5 }} role="note">
                这里的路由只作保存，供外部 API 网关读取；本系统是单一程序，不含网关，不会执行这些路由。
            </Alert>
            <CrudList config={config} />
        </>
    );
}
