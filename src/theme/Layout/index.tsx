import React, { useContext } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';

import { NeedsMainLandmark } from '@site/src/components/MainLandmark';

type Props = WrapperProps<typeof LayoutType>;

/** Puts the content of a page that asked for it (NeedsMainLandmark) into <main>. */
export default function LayoutWrapper({ children, ...props }: Props): React.ReactElement {
  const needsMain = useContext(NeedsMainLandmark);
  return <Layout {...props}>{needsMain ? <main>{children}</main> : children}</Layout>;
}
