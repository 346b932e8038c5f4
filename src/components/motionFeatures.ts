// Motion's animation features, loaded after the first paint (LazyMotion), never on the first load.
export { domAnimation as default } from 'motion/react';
