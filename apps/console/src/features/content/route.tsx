import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { ContentList } from './components/content-list';
import { CONTENT_KIND_SPECS } from './lib/content-kinds';

/** Admins with `content`: home modules, slides, offers, pages and popular locations, one tab each. */
export default function Route() {
  const [params, setParams] = useSearchParams();
  const current =
    CONTENT_KIND_SPECS.find((spec) => spec.kind === params.get('tab')) ?? CONTENT_KIND_SPECS[0]!;
  return (
    <Page title="Content">
      <nav aria-label="Content kinds">
        <ul className="flex flex-wrap gap-1 border-b border-line">
          {CONTENT_KIND_SPECS.map((spec) => (
            <li key={spec.kind}>
              <button
                type="button"
                aria-current={spec.kind === current.kind ? 'page' : undefined}
                onClick={() => setParams({ tab: spec.kind }, { replace: true })}
                className={`rounded-t-md px-3 py-2 text-sm ${spec.kind === current.kind ? 'border-b-2 border-ink font-semibold' : 'text-muted hover:text-ink'}`}
              >
                {spec.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="text-lg font-semibold">{current.label}</h2>
      <ContentList key={current.kind} spec={current} />
    </Page>
  );
}
