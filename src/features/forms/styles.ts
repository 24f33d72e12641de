/** The form kit's stylesheet for the pages whose islands use the kit (its islands import no CSS: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import formKitCss from './ui/form-kit.css?inline';

export const formKitStyles = [pageStyle('form-kit', formKitCss)] as const;
