// The Vue 3 case of the embed matrix: an in-page template (Vue's full build compiles it) that binds the
// kit's elements like any Vue page would: `:view` as a property, `@cancel` for their events.
import { createApp, ref } from 'vue';

const app = createApp({
  setup() {
    const view = ref<'list' | 'create'>('list');
    const events = ref<string[]>([]);
    const log = (line: string) => events.value.push(line);
    const image = JSON.parse(document.documentElement.dataset.image!) as Record<string, unknown>;
    return { api: document.documentElement.dataset.api, image, view, events, log };
  },
  template: `
    <main>
      <h1>Vue host</h1>
      <p><button type="button" @click="view = 'create'">New sponsor</button></p>
      <profile-panel :api-base="api" site-token="demo-site"
        @cancel="log('profile-panel cancel ' + $event.detail.section)"></profile-panel>
      <resource-panel resource="sponsor" :view="view" :api-base="api" site-token="demo-site"
        @cancel="log('resource-panel cancel ' + $event.detail.resource); view = 'list'"></resource-panel>
      <stripe-connections :api-base="api" site-token="demo-site"></stripe-connections>
      <image-delivery :image-key="image.key" :alt="image.alt" :width="image.width" :height="image.height"
        :domain="api" path="media"
        @rendition-change="log('image-delivery rendition-change ' + $event.detail.width)"></image-delivery>
      <ol aria-label="Events"><li v-for="(line, index) in events" :key="index">{{ line }}</li></ol>
    </main>`,
});
// The kit's tags are custom elements, not Vue components.
app.config.compilerOptions.isCustomElement = (tag) => tag.includes('-');
app.mount('#app');
