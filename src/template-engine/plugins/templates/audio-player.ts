/** JSON-T source of the `audio-player` formatter; rendered against the audio item, isolated. */
export const AUDIO_PLAYER_TEMPLATE =
  `<script>Y.use('squarespace-audio-player-frontend');</script>\n` +
  `<div class="squarespace-audio-player" data-audio-asset-url="{structuredContent.audioAssetUrl}" ` +
  `data-item-id="{id}" id="audio-player-{id}"></div>`;
