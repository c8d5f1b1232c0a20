// A game mode as the app shell sees it: the pure game, its scene, its set-up form, its rules
// text and its HUD panels. Each game's issue adds its own entry to the registry when playable.
import type { ComponentType } from 'preact';
import type Phaser from 'phaser';
import type { AnyGame, MatchSetup } from '../engine/game';
import type { GameSession } from '../app/session';
import type { TableUi } from '../table/table-ui';
import type { Insets } from '../table/camera-math';

export interface RulesSection {
  title: string;
  /** Paragraphs; a paragraph starting "Our reading:" marks a gap in the source rules we filled. */
  paragraphs: string[];
}

export interface SetupFormProps {
  value: MatchSetup<unknown>;
  onChange: (value: MatchSetup<unknown>) => void;
}

export interface HudProps {
  session: GameSession;
  ui: TableUi;
}

export interface GameMode {
  id: string;
  title: string;
  /** One line for the main menu. */
  blurb: string;
  /** URL of the menu picture. */
  picture: string;
  game: AnyGame;
  /** The Phaser scene that draws this game; its key is its class name. */
  scene: new () => Phaser.Scene;
  sceneKey: string;
  defaultSetup: () => MatchSetup<unknown>;
  SetupForm: ComponentType<SetupFormProps>;
  /** Panels drawn over the table for this game (trays, hands, status cards). */
  Hud?: ComponentType<HudProps>;
  rules: RulesSection[];
  /** Screen pixels the HUD's panels cover on each side of the table. */
  insets: Insets;
  /** Print-and-play sheets; the Print Sheets menu item is enabled when a mode has them. */
  sheets?: ComponentType<{ session: GameSession }>;
}
