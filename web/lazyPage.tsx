import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { generalTexts } from '../common/texts/general.ts';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import { Spinner } from './components/Spinner.tsx';

type PageModule<Name extends string> = Record<Name, ComponentType>;

/**
 * A page loaded on first use (its own chunk, see web/routes.tsx), so a patient opening the reception never
 * downloads the back office. `load` is the module's `import()`, `name` its exported component.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<PageModule<Name>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * As lazyPage, for a screen of its own that uses TanStack Query: the query cache's provider
 * (web/api/QueryScope.tsx) is loaded beside it, in parallel. Pages inside the back-office frame get the
 * provider from the frame (AppLayout is such a screen) and use lazyPage.
 */
export function lazyScreenWithQueries<Name extends string>(
  load: () => Promise<PageModule<Name>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module, { QueryScope }] = await Promise.all([load(), import('./api/QueryScope.tsx')]);
    const Page: ComponentType = module[name];
    return {
      default: () => (
        <QueryScope>
          <Page />
        </QueryScope>
      ),
    };
  });
}

/** A whole-window screen (login, reception, magic link, the back-office frame) while its chunk loads. */
export function screen(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

/** A page inside the back-office frame: the sidebar and header stay, the content shows a spinner. */
export function framedPage(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16 text-primary">
          <Spinner size="lg" label={generalTexts.loading} />
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}
