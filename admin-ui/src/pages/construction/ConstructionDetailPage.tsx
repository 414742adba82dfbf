// 施工详情 (/constructionDetail?sectionId=…): one section — name, code, contractor, chainage
// range — with its progress (planned against actual), its advance curve, the grades of its
// quality assessments and its hidden dangers not yet closed. Without a section, a picker.
import { useSearchParams } from 'react-router-dom';
import { Paper } from '@mui/material';
import { PageHeader } from '../../components/Layout';
import { SectionSelect } from '../../components/Pickers';
import { SectionDetail } from './SectionDetail';

export const ConstructionDetailPage = () => {
    const [params, setParams] = useSearchParams();
    const sectionId = (params.get('sectionId') ?? '').trim();
    const choose = (id: string) => setParams(id ? { sectionId: id } : {});
    if (sectionId) return <SectionDetail key={sectionId} sectionId={sectionId} onChoose={choose} />;
    return (
        <>
            <PageHeader title="施工详情" content="选择一个标段，查看其进度、进尺、质量评定和未闭环隐患。" />
            <Paper variant="outlined" sx={{ mx: { xs: 0, md: 2 }, p: { xs: 2, md: 3 }, maxWidth: 480 }}>
                <SectionSelect id="construction-section" label="标段" placeholder="请选择标段" value="" onChange={choose} />
            </Paper>
        </>
    );
};

export default ConstructionDetailPage;
