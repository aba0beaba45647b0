import {
  gridEntityPathTypeSchema,
  gridEntityTypeNames,
  toGridEntityPathType,
  type GridEntityPathType,
} from '@/api/grid/query-schemas';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Page } from '@/components/page/Page';
import { BuilderToolbar } from '../builder/components/BuilderToolbar';
import { BadQueryLink, UnknownEntityType } from '../builder/components/BuilderProblems';
import { GridBuilder } from '../builder/GridBuilder';
import { useGridUrlQuery } from '../builder/use-grid-url-query';
import { useResolvedGridQuery } from '../builder/use-resolved-query';
import { paths } from '@/lib/routes';
import { gridDataSets } from '../data-sets';

/** `/grid/:gridEntityType`: build a grid query over one entity type; the whole query lives in `?q=`. */
export function GridBuilderPage() {
  const { gridEntityType = '' } = useParams();
  const { search } = useLocation();
  const parsed = gridEntityPathTypeSchema.safeParse(gridEntityType);
  if (!parsed.success) {
    const spelled = toGridEntityPathType(gridEntityType);
    return spelled ? (
      <Navigate to={paths.grid.builder({ type: spelled, search })} replace />
    ) : (
      <UnknownEntityType value={gridEntityType} />
    );
  }
  return <EntityGridBuilder key={parsed.data} type={parsed.data} />;
}

function EntityGridBuilder({ type }: { type: GridEntityPathType }) {
  const navigate = useNavigate();
  const { decoded, setRequest } = useGridUrlQuery();
  const request = decoded.ok ? decoded.request : {};
  const { body, ready } = useResolvedGridQuery(type, request);
  const name = gridEntityTypeNames[type];
  return (
    <Page
      title={name}
      description={`${gridDataSets[type].description} Pick columns, filter, group, sort and total.`}
      breadcrumbs={[{ label: 'Grid reports', to: paths.grid.index() }, { label: name }]}
      print={{}}
      actions={
        <BuilderToolbar
          type={type}
          query={body}
          ready={ready && decoded.ok}
          itemName={name}
          onSaved={(report) => void navigate(paths.grid.saved({ id: report.id }))}
        />
      }
    >
      {decoded.ok ? (
        <GridBuilder type={type} request={request} onChange={setRequest} canChangeType />
      ) : (
        <BadQueryLink message={decoded.message} restartHref={paths.grid.builder({ type })} />
      )}
    </Page>
  );
}
