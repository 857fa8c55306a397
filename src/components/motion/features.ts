// framer-motion's animation features (opacity and transforms), split from its small `m` components.
import { domAnimation } from 'framer-motion';

export default domAnimation;
