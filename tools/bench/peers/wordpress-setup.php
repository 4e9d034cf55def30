<?php
// Installs the site once, then (idempotent) our pages and posts, a static front page, pretty
// permalinks; prints the theme, the version and each page's address as JSON.
// Run by wordpress.mjs with BENCH_DOCROOT, BENCH_PICTURES and BENCH_CONTENT (JSON) set.
define('WP_INSTALLING', true);
require getenv('BENCH_DOCROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
$bench = json_decode(getenv('BENCH_CONTENT'), true);
if (!is_blog_installed()) {
  wp_install($bench['title'], 'bench', 'bench@example.org', true, '', wp_generate_password());
  exit('installed'); // the content goes in from a fresh process, which sees the site installed
}
kses_remove_filters(); // our own markup, as an editor with unfiltered_html would save it
update_option('blogdescription', $bench['tagline']);
$GLOBALS['wp_rewrite']->set_permalink_structure('/%postname%/');
flush_rewrite_rules(false);

function picture($n) {
  $title = "bench-picture-$n";
  $found = get_posts(['post_type' => 'attachment', 'title' => $title, 'post_status' => 'inherit']);
  if ($found) return $found[0]->ID;
  $file = getenv('BENCH_PICTURES') . "/picture-$n.jpg";
  $upload = wp_upload_bits("picture-$n.jpg", null, file_get_contents($file));
  if ($upload['error']) throw new Exception($upload['error']);
  $id = wp_insert_attachment(['post_title' => $title, 'post_mime_type' => 'image/jpeg',
    'post_status' => 'inherit'], $upload['file']);
  wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
  return $id;
}
function image($n) {
  $id = picture($n);
  $src = wp_get_attachment_image_url($id, 'large');
  return "<!-- wp:image {\"id\":$id,\"sizeSlug\":\"large\"} --><figure class=\"wp-block-image size-large\">" .
    "<img src=\"$src\" alt=\"\" class=\"wp-image-$id\"/></figure><!-- /wp:image -->";
}
function blocks($text) {
  $text = preg_replace_callback('/{{image:(\d+)}}/', fn($m) => image((int) $m[1]), $text);
  return preg_replace_callback('/{{gallery:([\d,]+)}}/', fn($m) =>
    '<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">' .
    implode('', array_map('image', explode(',', $m[1]))) . '</figure><!-- /wp:gallery -->', $text);
}
function upsert($type, $slug, $title, $content, $more = []) {
  $post = ['post_type' => $type, 'post_status' => 'publish', 'post_name' => $slug,
    'post_title' => $title, 'post_content' => blocks($content)] + $more;
  $found = get_page_by_path($slug, OBJECT, $type);
  $id = $found ? wp_update_post(['ID' => $found->ID] + $post, true) : wp_insert_post($post, true);
  if (is_wp_error($id)) throw new Exception($id->get_error_message());
  return $id;
}

$category = term_exists('events', 'category') ?: wp_insert_term('Events', 'category', ['slug' => 'events']);
$urls = [];
foreach ($bench['pages'] as $slug => [$title, $content, $picture]) {
  if (!$picture) $id = upsert('page', $slug, $title, $content);
  else { // an event: a post in the category, its photo the featured image
    $id = upsert('post', $slug, $title, $content, ['post_category' => [(int) $category['term_id']]]);
    set_post_thumbnail($id, picture($picture));
  }
  $urls[$slug] = get_permalink($id);
}
update_option('show_on_front', 'page');
update_option('page_on_front', get_page_by_path('home')->ID);
$urls['home'] = home_url('/');
$urls['events'] = get_category_link((int) $category['term_id']);
echo json_encode(['theme' => get_option('template'), 'version' => $GLOBALS['wp_version'], 'urls' => $urls]);
