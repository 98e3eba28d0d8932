import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** `React.lazy` for a module's named export, so pages keep named exports. */
export function lazyPage<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const page: ComponentType = (await load())[name];
    return { default: page };
  });
}
